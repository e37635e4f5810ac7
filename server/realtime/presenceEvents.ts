import type { BroadcastItem } from './ChannelRegistry';
import type { PresenceMember } from './Connection';

/** `pusher_internal:member_added` for the channel's other subscribers (not the joining socket). */
export function memberAdded(channel: string, member: PresenceMember, exceptSocketId?: string): BroadcastItem {
  return {
    channels: [channel],
    event: 'pusher_internal:member_added',
    dataJson: JSON.stringify(JSON.stringify({ user_id: member.user_id, user_info: member.user_info })),
    exceptSocketId,
  };
}

export function memberRemoved(channel: string, userId: string): BroadcastItem {
  return {
    channels: [channel],
    event: 'pusher_internal:member_removed',
    dataJson: JSON.stringify(JSON.stringify({ user_id: userId })),
  };
}
