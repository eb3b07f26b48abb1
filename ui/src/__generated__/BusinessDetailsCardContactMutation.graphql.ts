/**
 * @generated SignedSource<<5c70c16d06b814883900ae4ef84859e9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ContactUpdateInput = {
  address?: string | null | undefined;
  entityName?: string | null | undefined;
  gstNumber?: string | null | undefined;
  id: string;
  name?: string | null | undefined;
};
export type BusinessDetailsCardContactMutation$variables = {
  input: ContactUpdateInput;
};
export type BusinessDetailsCardContactMutation$data = {
  readonly contactUpdate: {
    readonly contact: {
      readonly address: string;
      readonly entityName: string;
      readonly gstNumber: string | null | undefined;
      readonly id: string;
      readonly name: string;
    };
  } | null | undefined;
};
export type BusinessDetailsCardContactMutation = {
  response: BusinessDetailsCardContactMutation$data;
  variables: BusinessDetailsCardContactMutation$variables;
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
    "concreteType": "ContactUpdatePayload",
    "kind": "LinkedField",
    "name": "contactUpdate",
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
    "name": "BusinessDetailsCardContactMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BusinessDetailsCardContactMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "523be735c697e4da9776cf8dc5d88a49",
    "id": null,
    "metadata": {},
    "name": "BusinessDetailsCardContactMutation",
    "operationKind": "mutation",
    "text": "mutation BusinessDetailsCardContactMutation(\n  $input: ContactUpdateInput!\n) {\n  contactUpdate(input: $input) {\n    contact {\n      id\n      name\n      entityName\n      address\n      gstNumber\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "315a7dd17eafec4afd5d747f532cabcd";

export default node;
