/** The app shell; until the banker's screens exist it shows the price and bonus chart. */
import { PriceChart } from '../PriceChart/index.tsx';

/** Root component. */
export function App() {
  return (
    <main>
      <h1>Mergemaker</h1>
      <p>The banker's assistant for a table game of Acquire. Share prices and bonuses by chain size:</p>
      <PriceChart edition="classic" />
    </main>
  );
}
