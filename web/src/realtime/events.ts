// The Socket.IO contract as the web app uses it: declared once in core/events.ts (shared with the api
// and the workers), imported here as types only.
export type { ChatMessageDto, ServerToClientEvents } from '../../../core/events.js';
