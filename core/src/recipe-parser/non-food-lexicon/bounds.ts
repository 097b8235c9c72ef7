/** Letters may not stand before the word. */
export const B = '(?<![\\p{L}])';
/** Letters may not follow the word. */
export const E = '(?![\\p{L}])';
