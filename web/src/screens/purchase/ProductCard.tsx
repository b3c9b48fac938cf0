import type { ReactNode } from 'react';
import './purchase.css';

export function ProductCard(props: { id: string; name: string; checked: boolean; onChange: () => void; title: string; price: string; children: ReactNode }) {
  return (
    <label className={`purchase__product${props.checked ? ' purchase__product--on' : ''}`} htmlFor={props.id}>
      <input id={props.id} type="radio" name={props.name} checked={props.checked} onChange={props.onChange} className="purchase__product-input" />
      <span className="purchase__product-head">
        <span className="purchase__product-title">{props.title}</span>
        <span className="purchase__product-price">{props.price}</span>
      </span>
      {props.children}
    </label>
  );
}
