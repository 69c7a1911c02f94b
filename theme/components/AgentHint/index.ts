export { AgentHint } from './AgentHint';
