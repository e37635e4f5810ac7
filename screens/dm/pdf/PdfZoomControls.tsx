import { ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Button, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { percentOf, ZOOM_PERCENTS, type Zoom, zoomStep } from './pdfZoom';

export interface PdfZoomControlsProps {
  zoom: Zoom;
  /** The scale the zoom gives now (a fitted zoom depends on the window). */
  scale: number;
  onZoom: (zoom: Zoom) => void;
}

const FIRST = Math.min(...ZOOM_PERCENTS);
const LAST = Math.max(...ZOOM_PERCENTS);

/** Zoom out, the zoom list (fit width, fit page, percentages) and zoom in. */
export function PdfZoomControls({ zoom, scale, onZoom }: PdfZoomControlsProps) {
  const { t } = useTranslation('dm');
  const percent = percentOf(scale);
  const options = [
    { value: 'fitWidth', label: t('pdf.fitWidth') },
    { value: 'fitPage', label: t('pdf.fitPage') },
    ...ZOOM_PERCENTS.map((value) => ({ value: String(value), label: t('pdf.percent', { percent: value }) })),
  ];
  return (
    <div className="pdf-viewer__group">
      <Button
        icon={<ZoomOutOutlined />}
        aria-label={t('pdf.zoomOut')}
        title={t('pdf.zoomOut')}
        disabled={percent <= FIRST}
        onClick={() => onZoom(zoomStep(scale, -1))}
      />
      <Select
        className="pdf-viewer__zoom"
        aria-label={t('pdf.zoom')}
        value={String(zoom)}
        options={options}
        popupMatchSelectWidth={false}
        showSearch={{
          filterOption: (input, option) =>
            String(option?.label ?? '')
              .toLowerCase()
              .includes(input.trim().toLowerCase()),
        }}
        onChange={(value: string) =>
          onZoom(value === 'fitWidth' || value === 'fitPage' ? value : Number(value))
        }
      />
      <Button
        icon={<ZoomInOutlined />}
        aria-label={t('pdf.zoomIn')}
        title={t('pdf.zoomIn')}
        disabled={percent >= LAST}
        onClick={() => onZoom(zoomStep(scale, 1))}
      />
    </div>
  );
}
