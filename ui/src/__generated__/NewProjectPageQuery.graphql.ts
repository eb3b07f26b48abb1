/**
 * @generated SignedSource<<9fa20e45250fef6d1edcb3162de4fc97>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type NewProjectPageQuery$variables = Record<PropertyKey, never>;
export type NewProjectPageQuery$data = {
  readonly projects: {
    readonly businessContact: {
      readonly address: string;
      readonly entityName: string;
      readonly gstNumber: string | null | undefined;
      readonly name: string;
    } | null | undefined;
    readonly contactPeople: ReadonlyArray<{
      readonly email: string;
      readonly id: string;
      readonly name: string;
    }>;
    readonly viewerCanCreate: boolean;
    readonly viewerUser: {
      readonly email: string;
      readonly id: string;
      readonly name: string;
    };
  } | null | undefined;
};
export type NewProjectPageQuery = {
  response: NewProjectPageQuery$data;
  variables: NewProjectPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "id",
    "storageKey": null
  },
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "email",
    "storageKey": null
  }
],
v2 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Projects",
    "kind": "LinkedField",
    "name": "projects",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "viewerCanCreate",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ContractUser",
        "kind": "LinkedField",
        "name": "viewerUser",
        "plural": false,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "BusinessContact",
        "kind": "LinkedField",
        "name": "businessContact",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ContractUser",
        "kind": "LinkedField",
        "name": "contactPeople",
        "plural": true,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NewProjectPageQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NewProjectPageQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "af92bf6a36f52757d1c0e42ca7dd882b",
    "id": null,
    "metadata": {},
    "name": "NewProjectPageQuery",
    "operationKind": "query",
    "text": "query NewProjectPageQuery {\n  projects {\n    viewerCanCreate\n    viewerUser {\n      id\n      name\n      email\n    }\n    businessContact {\n      name\n      entityName\n      address\n      gstNumber\n    }\n    contactPeople {\n      id\n      name\n      email\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "466eb7df96f31b5e6d7b6b9d668c4c0e";

export default node;
