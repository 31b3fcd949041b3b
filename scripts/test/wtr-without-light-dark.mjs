// Web Test Runner plugin: a file requested with `?without=light-dark` is served with every
// `light-dark(` renamed to an unknown function, so each engine parses the styles as one without
// light-dark() does (before Safari 17.5, Chrome 123, Firefox 120). test/embed/light-dark.test.ts.
export function withoutLightDark() {
  return {
    name: 'without-light-dark',
    transform(context) {
      if (
        context.URL.searchParams.get('without') !== 'light-dark' ||
        typeof context.body !== 'string'
      )
        return undefined;
      return { body: context.body.replaceAll('light-dark(', 'no-light-dark(') };
    },
  };
}
