/** Spec section 4: the initial state is updated 10 ms before the next step relies on it. */
export const INITIAL_STATE_UPDATE_DELAY = 10;

export const afterInitialStateUpdate = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, INITIAL_STATE_UPDATE_DELAY);
  });
