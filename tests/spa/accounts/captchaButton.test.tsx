/**
 * The login form's "Get code" button: it counts down after a code was sent, and stays ready when
 * nothing was sent.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import React from 'react';
import CaptchaButton, { CAPTCHA_COOLDOWN } from '@/features/accounts/signIn/CaptchaButton';

jest.mock('@umijs/max', () => jest.requireActual('../support/umiMock').umiMock());

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const button = () => screen.getByRole('button');

it('counts down after a code was sent, then can send again', async () => {
  const send = jest.fn().mockResolvedValue(undefined);
  render(<CaptchaButton send={send} />);
  await act(async () => {
    fireEvent.click(button());
  });
  expect(send).toHaveBeenCalledTimes(1);
  expect(button()).toBeDisabled();
  expect(button()).toHaveTextContent(String(CAPTCHA_COOLDOWN));
  for (let second = 0; second < CAPTCHA_COOLDOWN; second += 1) {
    act(() => {
      jest.advanceTimersByTime(1000);
    });
  }
  expect(button()).toBeEnabled();
});

it('stays ready when the code could not be sent', async () => {
  const send = jest.fn().mockRejectedValue(new Error('refused'));
  render(<CaptchaButton send={send} />);
  await act(async () => {
    fireEvent.click(button());
  });
  expect(send).toHaveBeenCalledTimes(1);
  expect(button()).toBeEnabled();
  expect(button()).not.toHaveTextContent(String(CAPTCHA_COOLDOWN));
});
