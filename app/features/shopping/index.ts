// The shopping feature's public face: routes import only this (decision 008).
export { ShoppingCategoryView } from './ShoppingCategoryView';
export { ShoppingRootView } from './ShoppingRootView';
