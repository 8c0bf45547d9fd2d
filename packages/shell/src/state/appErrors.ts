import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** An error the app cannot recover from (spec §7: profile or forms routes failing to load). */
export interface UnrecoverableError {
  source: string;
  message: string;
  status?: string | number;
}

export interface AppErrorsState {
  unrecoverable: UnrecoverableError[];
}

const initialState: AppErrorsState = { unrecoverable: [] };

export const appErrorsSlice = createSlice({
  name: 'appErrors',
  initialState,
  reducers: {
    recordUnrecoverableError(state, action: PayloadAction<UnrecoverableError>) {
      state.unrecoverable.push(action.payload);
    },
    clearUnrecoverableErrors(state, action: PayloadAction<string | undefined>) {
      state.unrecoverable = action.payload
        ? state.unrecoverable.filter((e) => e.source !== action.payload)
        : [];
    },
  },
});

export const { recordUnrecoverableError, clearUnrecoverableErrors } = appErrorsSlice.actions;
export const appErrorsReducer = appErrorsSlice.reducer;

const EMPTY: UnrecoverableError[] = [];
export const selectUnrecoverableErrors = (state: { appErrors: AppErrorsState }): UnrecoverableError[] =>
  state.appErrors?.unrecoverable ?? EMPTY;
