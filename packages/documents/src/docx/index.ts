export { docxData, docxText, minimalDocx, renderDocx } from './render';
