import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';

const feedback = createSlice({
  name: 'feedback',
  initialState: { sent: false, comment: '' },
  reducers: {
    sent(state, action: PayloadAction<string>) {
      state.sent = true;
      state.comment = action.payload;
    },
  },
});

export const { sent } = feedback.actions;

export const makeStore = () => configureStore({ reducer: { feedback: feedback.reducer } });
export type RootState = ReturnType<ReturnType<typeof makeStore>['getState']>;
