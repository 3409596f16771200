import { createTheme, type MantineColorsTuple } from '@mantine/core';

// One type scale and spacing for the whole app; screens use these tokens, not ad-hoc sizes.
const brand: MantineColorsTuple = ['#eef1ff', '#dce1ff', '#b6c0fb', '#8d9cf6', '#6b7ef2', '#566af0', '#4a5ff0', '#3b4fd6', '#3246c0', '#253baa'];

// A cool slate dark scheme with brighter text than Mantine's default (dark[0] is the text colour,
// dark[7] the page, dark[6] cards, dark[4] borders).
const dark: MantineColorsTuple = ['#e6e8ee', '#c3c7d1', '#979dab', '#666c7a', '#3b404c', '#2d323d', '#232731', '#1b1e26', '#15171d', '#0f1116'];

export const mantineTheme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 6, dark: 5 },
  colors: { brand, dark },
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  headings: {
    fontFamily: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: '750',
  },
  focusRing: 'auto',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { radius: 'lg' } },
    Modal: { defaultProps: { radius: 'lg' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
  },
});
