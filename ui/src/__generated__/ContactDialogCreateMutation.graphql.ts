/**
 * @generated SignedSource<<2a7afcebb8b47076418546006d2a89a6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ContactCreateInput = {
  address?: string | null | undefined;
  entityName: string;
  gstNumber?: string | null | undefined;
  name?: string | null | undefined;
};
export type ContactDialogCreateMutation$variables = {
  input: ContactCreateInput;
};
export type ContactDialogCreateMutation$data = {
  readonly contactCreate: {
    readonly contact: {
      readonly address: string;
      readonly entityName: string;
      readonly gstNumber: string | null | undefined;
      readonly id: string;
      readonly name: string;
    };
  } | null | undefined;
};
export type ContactDialogCreateMutation = {
  response: ContactDialogCreateMutation$data;
  variables: ContactDialogCreateMutation$variables;
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
    "concreteType": "ContactCreatePayload",
    "kind": "LinkedField",
    "name": "contactCreate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Contact",
        "kind": "LinkedField",
        "name": "contact",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "entityName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "address",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "gstNumber",
            "storageKey": null
          }
        ],
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
    "name": "ContactDialogCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ContactDialogCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "3e54d84893f45814202c8b0585828895",
    "id": null,
    "metadata": {},
    "name": "ContactDialogCreateMutation",
    "operationKind": "mutation",
    "text": "mutation ContactDialogCreateMutation(\n  $input: ContactCreateInput!\n) {\n  contactCreate(input: $input) {\n    contact {\n      id\n      name\n      entityName\n      address\n      gstNumber\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "36bdf32690eaddef1a44b473fb883c7b";

export default node;
