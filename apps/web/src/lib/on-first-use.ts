/**
 * A value made the first time it is asked for, then kept. For what is costly to make and not
 * needed at once: the first `Intl.DateTimeFormat` with a time zone loads the browser's time-zone
 * data, about 20 ms on the bench machine and four times that on Lighthouse's phone, so a
 * formatter made while its module loads blocks a page that shows no date (decision 0845).
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
