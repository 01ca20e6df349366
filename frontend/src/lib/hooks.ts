import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';

/**
 * The store's dispatch, for actions and thunks (RTK Query's among them). Typed without the store
 * itself, which the shell (app/store.ts) puts together from the features: a feature's thunks read
 * only their own part of the state.
 */
export const useAppDispatch = useDispatch.withTypes<ThunkDispatch<never, unknown, UnknownAction>>();
