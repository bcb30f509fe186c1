/**
 * A chain's name, whole where there is room and its first three letters in a narrow place (a phone's status strip, a
 * buy column), by CSS (App/style.css): the whole name is still what a screen reader reads.
 */
export function ChainName({ name }: { name: string }) {
  return (
    <>
      <span class="name-full">{name}</span>
      <span class="name-short" aria-hidden="true">
        {name.slice(0, 3)}
      </span>
    </>
  );
}
