import type { MESSAGE_LIMITS as CONTRACT_MESSAGE_LIMITS } from '@lendbridge/contract';

/**
 * The gateway's caps, mirrored so a form can say so before a round trip. The contract's type
 * pins every value: if the gateway's rule changes, this stops compiling.
 */
export const MESSAGE_LIMITS: typeof CONTRACT_MESSAGE_LIMITS = {
  subject: 150,
  message: 2000,
  organization: 120,
  feedback: 1000,
  referralMessage: 1000,
  userName: 161,
  maxFriends: 10,
  honeypot: 200,
};
