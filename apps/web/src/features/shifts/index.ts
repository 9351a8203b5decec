/** What other features use of Shifts: the shift form's fields and choices (Shift Templates). */
export { ShiftTimeFields } from './components/shift-time-fields.tsx';
export { ShiftPositionFields } from './components/shift-position-fields.tsx';
export { ShiftPayFields } from './components/shift-pay-fields.tsx';
export { LUNCH_CHOICES } from './components/shift-form-fields.tsx';
