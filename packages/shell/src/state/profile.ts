import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { shellApi } from '../api/shellApi';
import type { Profile } from './types';

export interface ProfileState {
  profile: Profile | null;
  /**
   * Bumped by {@link profileChanged} (after login without reload, a language or settings change):
   * `<ShellRoot>` then reloads the profile, translations if the language changed, the navigation,
   * and rebuilds the router (spec §4 Session and profile).
   */
  revision: number;
}

const initialState: ProfileState = { profile: null, revision: 0 };

export const profileSlice = createSlice({
  name: 'profile',
  initialState,
  reducers: {
    setProfile(state, action: PayloadAction<Profile>) {
      state.profile = action.payload;
    },
    profileChanged(state) {
      state.revision += 1;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(shellApi.endpoints.getProfile.matchFulfilled, (state, action) => {
      state.profile = action.payload;
    });
  },
});

export const { setProfile, profileChanged } = profileSlice.actions;
export const profileReducer = profileSlice.reducer;

type WithProfile = { profile: ProfileState };
export const selectProfile = (state: WithProfile): Profile | null => state.profile?.profile ?? null;
export const selectIsAuthenticated = (state: WithProfile): boolean =>
  state.profile?.profile?.isAuthenticated === true;
export const selectSelectedLanguage = (state: WithProfile): string | null =>
  state.profile?.profile?.selectedLanguage ?? null;
export const selectProfileRevision = (state: WithProfile): number => state.profile?.revision ?? 0;
