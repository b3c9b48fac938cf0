import type { Ref } from 'react';
import { useTexts } from '../../i18n/texts';
import './purchase.css';

export function PurchaseHead({ title, onBack, titleRef }: { title: string; onBack: () => void; titleRef?: Ref<HTMLHeadingElement> }) {
  const t = useTexts('orders').purchase;
  return (
    <header className="purchase__head">
      <button type="button" className="btn btn--secondary purchase__back" onClick={onBack}>
        {t.back}
      </button>
      <h1 ref={titleRef} tabIndex={-1} className="page__title purchase__title">
        {t.documentTitle(title)}
      </h1>
    </header>
  );
}
