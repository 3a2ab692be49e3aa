import { defineScreen } from './sdk';
export default defineScreen({
  id: 'quiet-room',
  refreshSeconds: 60,
  render: ({ room, booking }) => ({
    title: room.name,
    body: booking ? 'Quiet please - call in progress' : 'Quiet room - free',
    tone: booking ? 'busy' : 'free',
  }),
});
