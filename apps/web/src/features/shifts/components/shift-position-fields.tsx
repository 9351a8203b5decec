import { SHIFT_POSITIONS, SPECIALTIES, SPECIALTY_SHIFT_POSITION } from '@chairside/domain';
import { useEffect } from 'react';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { ChoiceFormField } from '@/components/forms/choice-form-field.tsx';

/** The positions and specialties a shift may have. */
const POSITION_OPTIONS = SHIFT_POSITIONS.map((position) => ({
  value: position,
  label: position,
}));
const SPECIALTY_OPTIONS = SPECIALTIES.map((specialty) => ({
  value: specialty,
  label: specialty,
}));

type PositionValues = { position?: string; specialty?: unknown };

interface ShiftPositionFieldsProps<Values extends FieldValues & PositionValues, Transformed> {
  form: UseFormReturn<Values, unknown, Transformed>;
  disabled?: boolean;
}

/**
 * A shift form's Position and Specialty (Add Shift, Edit Shift, a shift template). Specialty is
 * always there, enabled for Dental Assistant-Specialty only, so choosing that position moves no
 * field; a specialty chosen for another position is cleared, as the post would drop it.
 */
export function ShiftPositionFields<Values extends FieldValues & PositionValues, Transformed>({
  form,
  disabled = false,
}: ShiftPositionFieldsProps<Values, Transformed>) {
  // One cast here keeps the field names checked without threading generics through.
  const fields = form as unknown as UseFormReturn<PositionValues>;
  const position = useWatch({ control: fields.control, name: 'position' });
  const specialtyApplies = position === SPECIALTY_SHIFT_POSITION;
  useEffect(() => {
    if (!specialtyApplies && fields.getValues('specialty')) fields.setValue('specialty', '');
  }, [specialtyApplies, fields]);
  return (
    <>
      <ChoiceFormField
        control={fields.control}
        name="position"
        label="Position"
        options={POSITION_OPTIONS}
        disabled={disabled}
        placeholder="Select a position"
      />
      <ChoiceFormField
        control={fields.control}
        name="specialty"
        label="Specialty"
        options={SPECIALTY_OPTIONS}
        disabled={disabled || !specialtyApplies}
        placeholder={
          specialtyApplies ? 'Select a specialty' : `Only for ${SPECIALTY_SHIFT_POSITION}`
        }
      />
    </>
  );
}
