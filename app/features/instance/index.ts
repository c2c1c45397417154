// The instance feature's public face (issue 37): the routes import only this (decision 008).
export { AboutPage, InstanceDocument } from './AboutPage';
