import { act, render } from '@testing-library/react';
import React from 'react';
import Loading, { LOADER_DELAY } from '@/loading';

describe('page loading indicator', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits 200 ms before showing, so quick loads do not flash a spinner', () => {
    expect(LOADER_DELAY).toBe(200);
    const { container } = render(<Loading />);
    expect(container.querySelector('.ant-spin-spinning')).toBeNull();
    act(() => {
      jest.advanceTimersByTime(LOADER_DELAY + 10);
    });
    expect(container.querySelector('.ant-spin-spinning')).not.toBeNull();
  });
});
