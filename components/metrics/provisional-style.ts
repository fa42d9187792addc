/**
 * The look of a chart's provisional stretch, shared by the charts (recharts, loaded on demand) and the
 * legends beside them (plain SVG in the page's own bundle: this module must not import recharts).
 */
export const PROVISIONAL_BAND = { fill: "#fef3c7", fillOpacity: 0.6, text: "#92400e" } as const;

/** How faded a compared listing's provisional stretch is: its own colour and dash still tell it from the others. */
export const PROVISIONAL_OPACITY = 0.4;
