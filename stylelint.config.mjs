// Checks every CSS feature the shipped styles use against the browser baseline (`browserslist` in
// package.json) with caniuse data, through doiuse: the `css` literals in src/ and the plain .css files.
// A use that relies on a fallback says so on the line above it (stylelint-disable-next-line … -- why).
export default {
  plugins: ['stylelint-no-unsupported-browser-features'],
  overrides: [{ files: ['src/**/*.ts'], customSyntax: 'postcss-lit' }],
  rules: {
    'plugin/no-unsupported-browser-features': [
      true,
      {
        severity: 'error',
        ignore: [
          // `cursor` has no meaning on touch screens; a mouse pointer is all it ever changes.
          'css3-cursors',
          // "Partial" in caniuse for these means values or uses we do not make: text-decoration-skip,
          // column-span, clip-path shapes from SVG, prefixed masks. The longhands, `column-gap` (in
          // flex and grid) and `clip-path: inset()` work in the whole baseline.
          'text-decoration',
          'multicolumn',
          'css-clip-path',
          'css-masks',
        ],
      },
    ],
  },
};
