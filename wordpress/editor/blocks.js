// The block editor side of the defenders/<widget> blocks, written against WordPress's globals (no
// build step). The preview is the real widget, rendered on the server and upgraded by the bundle;
// the options are controls in the sidebar. Blocks save no markup: the server renders them.
(function (wp, definitions) {
  if (!wp || !definitions) return;
  const { registerBlockType } = wp.blocks;
  const { createElement: h, Fragment } = wp.element;
  const { InspectorControls, InnerBlocks, useBlockProps } = wp.blockEditor;
  const { PanelBody, SelectControl, TextControl, ToggleControl } = wp.components;
  const ServerSideRender = wp.serverSideRender;
  const { __ } = wp.i18n;
  const domain = 'defenders-rules-widgets';

  const LABELS = {
    players: __('Players (2 to 5)', domain),
    side: __('Side', domain),
    action: __('Action', domain),
    finalHand: __('Final hand', domain),
    layout: __('Path layout (notation)', domain),
    position: __('Marker on space (0 is the first)', domain),
    query: __('Question to search', domain),
    pages: __('Printed pages, e.g. 22,23', domain),
    rulebookUrl: __('Rulebook PDF address', domain),
    pageOffset: __('Page offset', domain),
    spreads: __('Two printed pages per PDF page', domain),
    persist: __('Keep across reloads under this key', domain),
    share: __('Show a Copy link button', domain),
    keepAwake: __('Keep the screen on', domain),
  };

  const CHOICES = {
    players: [
      { value: '', label: __('Default (4, or the game’s)', domain) },
      ...[2, 3, 4, 5].map((count) => ({ value: String(count), label: String(count) })),
    ],
    side: [
      { value: '', label: __('Default (House)', domain) },
      { value: 'house', label: __('House', domain) },
      { value: 'dark-arts', label: __('Dark Arts', domain) },
    ],
    action: [
      { value: '', label: __('None chosen', domain) },
      { value: 'explore', label: __('Explore', domain) },
      { value: 'learn', label: __('Learn', domain) },
      { value: 'replenish', label: __('Replenish', domain) },
    ],
  };

  /** The control for one attribute; numbers are stored as numbers, an empty field unsets. */
  function control(name, attribute, value, set) {
    const label = LABELS[name] || name;
    const key = name;
    if (attribute.kind === 'boolean')
      return h(ToggleControl, { key, label, checked: value === true, onChange: (on) => set(on) });
    if (CHOICES[attribute.kind])
      return h(SelectControl, {
        key,
        label,
        value: value === undefined ? '' : String(value),
        options: CHOICES[attribute.kind],
        onChange: (chosen) =>
          set(chosen === '' ? undefined : attribute.type === 'number' ? Number(chosen) : chosen),
      });
    return h(TextControl, {
      key,
      label,
      type: attribute.type === 'number' ? 'number' : attribute.kind === 'url' ? 'url' : 'text',
      value: value === undefined ? '' : String(value),
      onChange: (text) =>
        set(
          text === ''
            ? undefined
            : attribute.type === 'number' && /^-?\d+$/.test(text)
              ? Number(text)
              : text,
        ),
    });
  }

  function controls(definition, attributes, setAttributes) {
    const names = Object.keys(definition.attributes);
    if (names.length === 0) return null;
    return h(
      InspectorControls,
      null,
      h(
        PanelBody,
        { title: __('Options', domain) },
        names.map((name) =>
          control(name, definition.attributes[name], attributes[name], (value) =>
            setAttributes({ [name]: value }),
          ),
        ),
      ),
    );
  }

  const CHILDREN = Object.keys(definitions)
    .filter((widget) => widget !== 'game')
    .map((widget) => `defenders/${widget}`)
    .concat(['core/paragraph', 'core/heading']);

  for (const [widget, definition] of Object.entries(definitions)) {
    const name = `defenders/${widget}`;
    const attributes = {};
    for (const [key, attribute] of Object.entries(definition.attributes))
      attributes[key] = { type: attribute.type };
    const isGame = widget === 'game';
    registerBlockType(name, {
      apiVersion: 2,
      title: definition.title,
      description: definition.description,
      category: 'widgets',
      icon: 'shield',
      attributes,
      supports: { html: false },
      edit(props) {
        const blockProps = useBlockProps();
        const preview = isGame
          ? h(
              'div',
              { className: 'defenders-game-editor' },
              h('p', null, h('strong', null, definition.title)),
              h(InnerBlocks, {
                allowedBlocks: CHILDREN,
                template: [['defenders/setup-calculator'], ['defenders/turn-checklist']],
              }),
            )
          : h(ServerSideRender, { block: name, attributes: props.attributes });
        return h(
          Fragment,
          null,
          controls(definition, props.attributes, props.setAttributes),
          h('div', blockProps, preview),
        );
      },
      save() {
        return isGame ? h(InnerBlocks.Content) : null;
      },
    });
  }
})(window.wp, window.defendersBlocks);
