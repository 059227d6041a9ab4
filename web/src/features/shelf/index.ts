/**
 * What others compose from "My shelf": the post page's control (blog) and the shelf's section of
 * My account (account). The control's code loads for signed-in members only (ShelfGate.tsx).
 */
export { ShelfControl } from './components/ShelfGate';
export { MyShelf } from './components/MyShelf';
export { SHELF_SECTION_ID } from './paths';
