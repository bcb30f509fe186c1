import { render } from 'preact';
import { App } from './ui/App/index.tsx';
import './ui/App/style.css';

render(<App />, document.getElementById('app')!);
