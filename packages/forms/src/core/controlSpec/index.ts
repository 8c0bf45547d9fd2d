export {
  createControlSpecRegistry,
  specValidator,
  type ControlSpec,
  type ControlSpecRegistry,
  type SettingDescription,
} from './controlSpec';
export { SETTING_DESCRIPTIONS } from './settingDescriptions';
export { BUILTIN_CONTROL_SPECS, controlSpecOf, controlSpecs, registerControlSpec } from './builtinSpecs';
export { BASIC_CONTROL_SPECS, BASIC_VALUE_SCHEMAS, createBasicControlSpecRegistry } from './basicSpecs';
