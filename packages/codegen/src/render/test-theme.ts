/** The theme of a hand-written test AppSpec. */
export const theme = (style: 'ios' | 'material' | 'minimal', primaryColor = '#E4572E') => ({
  primaryColor,
  secondaryColor: '#2E86AB',
  style,
});
