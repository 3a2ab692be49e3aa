export const WALK_UP_HELD = 20;
