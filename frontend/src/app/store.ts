import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { startSessionListeners } from '../features/auth/sessionListeners';
import { sessionSlice } from '../lib/sessionSlice';
import { playgroundSlice } from '../features/ai/playgroundSlice';
import { api } from '../lib/api';

export function createAppStore() {
  const listener = createListenerMiddleware();
  startSessionListeners(listener);
  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      [sessionSlice.name]: sessionSlice.reducer,
      [playgroundSlice.name]: playgroundSlice.reducer,
    },
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
