import { addons } from 'storybook/manager-api';
import { create, themes } from 'storybook/theming';

// The manager follows the reader's colour scheme, as Storybook does by default. The dark theme
// only darkens its highlight: the Controls tab's count, Storybook's blue (#479dff) on #233952, is
// 4.2:1, short of the 4.5:1 small text needs (WCAG 1.4.3, axe color-contrast); on #1d3047, 4.8:1.
const prefersDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
const theme = prefersDark ? create({ ...themes.dark, appHoverBg: '#1d3047' }) : themes.light;

// With roots shown, the sidebar's "Widgets" heading is a button named "Collapse" whose visible
// text is "Widgets", a name that does not contain its label (WCAG 2.5.3, axe
// label-content-name-mismatch). Without roots the heading is an ordinary tree group, named by its
// text, and the tree is otherwise the same.
addons.setConfig({ theme, sidebar: { showRoots: false } });
