/**
 * What others compose from follows: the button on a writer's page (directory) and on a tag's posts
 * (blog), and the follows' section of My account (account). The button's code loads for signed-in
 * members only (FollowGate.tsx).
 */
export { FollowControl } from './components/FollowGate';
export { MyFollows } from './components/MyFollows';
