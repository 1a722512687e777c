import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import * as React from 'react';
import { Provider } from 'react-redux';
import { makeStore } from './store';

const theme = createTheme({ palette: { primary: { main: '#1357b8' } } });

/** The theme and the store around every page, in the build and the browser alike. */
export function Root({ children }: { children: React.ReactNode }) {
  const [store] = React.useState(makeStore);
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </Provider>
  );
}
