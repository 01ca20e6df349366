import type { ReactNode } from 'react';
import { ThemeProvider, type DefaultTheme } from 'styled-components';
import { theme } from './theme';

const onNight = (outer: DefaultTheme = theme): DefaultTheme => ({
  ...outer,
  field: outer.fieldTones.night,
});

export interface NightSurfaceProps {
  children: ReactNode;
}

/**
 * Marks content drawn on the night colour: the form fields inside take their night colours
 * (light labels, hints and errors; the control stays a white box with ink text). Every night
 * band or card that can hold a field wraps its content in one, so no field inherits cream text.
 */
export function NightSurface({ children }: NightSurfaceProps) {
  return <ThemeProvider theme={onNight}>{children}</ThemeProvider>;
}
