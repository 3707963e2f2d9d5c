import type * as W from "../../contract/orders";
import type { OrderDetail, OrderSummary } from "../../application/orders/orders.types";
import { imageUrl, toImage } from "./catalogue.mapper";
import { som } from "./checkout.mapper";

export function summaryFromWire(w: W.OrderSummary): OrderSummary {
  return {
    id: w.id,
    status: w.status,
    productCount: w.product_count,
    address: w.address,
    price: som(w.order_price),
    images: w.product_images.map((set) => toImage(set).extraSmall),
    createdAt: w.created_at ?? null,
  };
}

function productImage(p: W.OrderedProduct): string | null {
  const first = p.images?.[0];
  if (first) return toImage(first).extraSmall;
  return p.image_src ? imageUrl(p.image_src) : null;
}

export function detailFromWire(w: W.OrderDetail): OrderDetail {
  return {
    id: w.id,
    status: w.status,
    statusLog: w.status_logs.map((l) => ({
      status: l.status,
      statusName: l.status_name,
      description: l.description,
      date: l.date,
    })),
    courier: w.courier && {
      fullName: w.courier.full_name,
      role: w.courier.role_name,
      phone: w.courier.contact_phone,
      carNumber: w.courier.car_number,
    },
    lines: w.order_products.map((l) => ({
      title: l.title,
      amount: l.amount,
      unitPrice: som(l.product_price),
      product: l.product && { id: l.product.id, slug: l.product.slug, image: productImage(l.product) },
    })),
    receiverName: w.receiver_fish,
    receiverPhone: w.receiver_phone,
    address: w.address,
    productCount: w.product_count,
    totalPrice: som(w.total_price),
    discount: som(w.discount),
    promoDiscount: w.promo_discount ? som(w.promo_discount) : null,
    cashbackUsed: som(w.cashback_price),
    cashbackEarned: som(w.order_cashback),
    deliveryPrice: som(w.delivery_price),
    deliveryType: w.delivery_type,
    paymentType: w.payment_type ?? null,
    vatPercent: Number(w.nds.percent),
    vatPrice: som(w.nds.price),
    price: som(w.order_price),
    region: w.region?.title ?? null,
    district: w.district?.title ?? null,
    point:
      w.latitude === undefined || w.latitude === null || w.longitude === undefined || w.longitude === null
        ? null
        : { latitude: w.latitude, longitude: w.longitude },
    createdAt: w.created_at ?? null,
    paymentUrl: w.payment_url ?? null,
  };
}
