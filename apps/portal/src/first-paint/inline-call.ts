/**
 * A call written out as an inline script: `fn` as written, called with `setup` as JSON and `args` as source (a
 * serialised function, a global's name). `fn` and every function in `args` must name nothing outside themselves.
 */
export function inlineCall(
  fn: (...args: never[]) => unknown,
  setup: unknown,
  args: readonly string[],
): string {
  // Inside a script element: no `</script>` or `<!--` in the JSON may close the element or open an escape.
  const json = JSON.stringify(setup).replaceAll('<', '\\u003c');
  return `(${fn.toString()})(${[json, ...args].join(',')})`;
}
