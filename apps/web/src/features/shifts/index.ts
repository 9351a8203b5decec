/** What other features use of Shifts: the shift form's time pickers and choices (Shift Templates). */
export { ShiftTimeFields } from './components/shift-time-fields.tsx';
export {
  LUNCH_CHOICES,
  POSITION_OPTIONS,
  SPECIALTY_OPTIONS,
} from './components/shift-form-fields.tsx';
