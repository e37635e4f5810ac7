import { afterEach, describe, expect, it } from 'vitest';
import { resetBetweenTests } from '../../testing/resetBetweenTests';
import { signInAs } from '../../testing/sessionFixtures';
import { emitRealtime } from '../realtime/realtimeBus';
import { followSignedInUser, type SignedInUserFollower } from './followSignedInUser';
import { clearSession, updateAccessToken } from './sessionStore';

resetBetweenTests();

/** Follows the signed-in user and writes down every call, in order. */
function follow(): { calls: string[]; follower: SignedInUserFollower } {
  const calls: string[] = [];
  const follower = followSignedInUser({
    onUserChange: (userId) => calls.push(`user ${userId}`),
    onResynced: (initial) => calls.push(initial ? 'resynced initial' : 'resynced'),
  });
  return { calls, follower };
}

describe('followSignedInUser', () => {
  let follower: SignedInUserFollower | undefined;
  afterEach(() => follower?.stop());

  it('starts at once for a user already signed in, and stays quiet when nobody is', () => {
    signInAs();
    const signedIn = follow();
    follower = signedIn.follower;
    expect(signedIn.calls).toEqual(['user 7']);
    expect(signedIn.follower.userId()).toBe('7');
    signedIn.follower.stop();

    clearSession();
    const signedOut = follow();
    follower = signedOut.follower;
    expect(signedOut.calls).toEqual([]);
    expect(signedOut.follower.userId()).toBeNull();
  });

  it('follows sign-in, another user and sign-out, but not a refreshed token of the same user', () => {
    const followed = follow();
    follower = followed.follower;
    signInAs();
    updateAccessToken('refreshed-token', 3600);
    signInAs([], { id: 8, account: 'bob' });
    clearSession();
    expect(followed.calls).toEqual(['user 7', 'user 8', 'user null']);
    expect(followed.follower.userId()).toBeNull();
  });

  it('passes realtime resyncs on only while someone is signed in', () => {
    const followed = follow();
    follower = followed.follower;
    emitRealtime('resynced', { initial: false });
    signInAs();
    emitRealtime('resynced', { initial: true });
    emitRealtime('resynced', { initial: false });
    clearSession();
    emitRealtime('resynced', { initial: false });
    expect(followed.calls).toEqual(['user 7', 'resynced initial', 'resynced', 'user null']);
  });

  it('forgets the user when stopped and then hears nothing more', () => {
    signInAs();
    const followed = follow();
    followed.follower.stop();
    expect(followed.calls).toEqual(['user 7', 'user null']);
    expect(followed.follower.userId()).toBeNull();
    emitRealtime('resynced', { initial: false });
    signInAs([], { id: 8 });
    expect(followed.calls).toEqual(['user 7', 'user null']);
  });
});
