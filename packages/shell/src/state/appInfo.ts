import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { shellApi } from '../api/shellApi';
import type { AppInfo } from './types';

export interface AppInfoState {
  appInfo: AppInfo | null;
}

const initialState: AppInfoState = { appInfo: null };

export const appInfoSlice = createSlice({
  name: 'appInfo',
  initialState,
  reducers: {
    setAppInfo(state, action: PayloadAction<AppInfo>) {
      state.appInfo = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(shellApi.endpoints.getAppInfo.matchFulfilled, (state, action) => {
      state.appInfo = action.payload;
    });
  },
});

export const { setAppInfo } = appInfoSlice.actions;
export const appInfoReducer = appInfoSlice.reducer;

export const selectAppInfo = (state: { appInfo: AppInfoState }): AppInfo | null =>
  state.appInfo?.appInfo ?? null;
