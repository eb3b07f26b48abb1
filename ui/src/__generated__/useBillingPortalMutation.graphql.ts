/**
 * @generated SignedSource<<a5cb314a429ac3cd36ddbb13536cd1c7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type BillingPortalLinkCreateInput = {
  returnUrl: string;
};
export type useBillingPortalMutation$variables = {
  input: BillingPortalLinkCreateInput;
};
export type useBillingPortalMutation$data = {
  readonly billingPortalLinkCreate: {
    readonly portalUrl: string;
  } | null | undefined;
};
export type useBillingPortalMutation = {
  response: useBillingPortalMutation$data;
  variables: useBillingPortalMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "BillingPortalLinkCreatePayload",
    "kind": "LinkedField",
    "name": "billingPortalLinkCreate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "portalUrl",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useBillingPortalMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useBillingPortalMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c4be111775c2e218f615fada24c423ae",
    "id": null,
    "metadata": {},
    "name": "useBillingPortalMutation",
    "operationKind": "mutation",
    "text": "mutation useBillingPortalMutation(\n  $input: BillingPortalLinkCreateInput!\n) {\n  billingPortalLinkCreate(input: $input) {\n    portalUrl\n  }\n}\n"
  }
};
})();

(node as any).hash = "e80221d9fa4925cd1361530257380a72";

export default node;
