export { getCustomMDXComponent } from './mdxComponents';
