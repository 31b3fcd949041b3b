// Every element of the public contract, by its module name and its tag: THE list, src/widgets.ts.
import { WIDGETS } from '../../src/widgets.js';

export const WIDGET_NAMES = WIDGETS.map((widget) => widget.name);

export const TAGS = WIDGETS.map((widget) => widget.tag);
