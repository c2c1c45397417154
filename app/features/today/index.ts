// The today feature's public face: the routes import only this (decision 008).
export { ArticleEditor } from './ArticleEditor';
export { ArticleView } from './ArticleView';
export { ComposerList } from './ComposerList';
export { TodayPage } from './TodayPage';
