/**
 * @generated SignedSource<<3b38baaa0f2c068f86c798bca67452ab>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WorkspacePermission = "ContractComment" | "ContractCreate" | "ContractCustomerDraft" | "ContractCustomerSubmit" | "ContractEdit" | "ContractSupplierDraft" | "ContractSupplierSubmit" | "ContractView" | "FlowRead" | "FlowWrite" | "OrgEdit" | "ProgressClaims" | "UserInvite" | "%future added value";
export type MembersPageQuery$variables = {
  first: number;
};
export type MembersPageQuery$data = {
  readonly org: {
    readonly id: string;
    readonly members: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly email: string;
          readonly id: string;
          readonly invitePending: boolean;
          readonly name: string;
          readonly permissions: ReadonlyArray<WorkspacePermission>;
          readonly userId: string;
          readonly " $fragmentSpreads": FragmentRefs<"MemberDialog_member">;
        } | null | undefined;
      } | null | undefined>;
      readonly pageInfo: {
        readonly hasNextPage: boolean;
      };
      readonly totalCount: number;
    } | null | undefined;
    readonly membersVersion: string | null | undefined;
    readonly name: string;
    readonly viewerMember: {
      readonly id: string;
      readonly permissions: ReadonlyArray<WorkspacePermission>;
    } | null | undefined;
  } | null | undefined;
};
export type MembersPageQuery = {
  response: MembersPageQuery$data;
  variables: MembersPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "first"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "membersVersion",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "permissions",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "Member",
  "kind": "LinkedField",
  "name": "viewerMember",
  "plural": false,
  "selections": [
    (v1/*:: as any*/),
    (v4/*:: as any*/)
  ],
  "storageKey": null
},
v6 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  }
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "PageInfo",
  "kind": "LinkedField",
  "name": "pageInfo",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasNextPage",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "userId",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "invitePending",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MembersPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Organisation",
        "kind": "LinkedField",
        "name": "org",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": (v6/*:: as any*/),
            "concreteType": "MemberConnection",
            "kind": "LinkedField",
            "name": "members",
            "plural": false,
            "selections": [
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "MemberEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Member",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v1/*:: as any*/),
                      (v9/*:: as any*/),
                      (v2/*:: as any*/),
                      (v10/*:: as any*/),
                      (v4/*:: as any*/),
                      (v11/*:: as any*/),
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "MemberDialog_member"
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MembersPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Organisation",
        "kind": "LinkedField",
        "name": "org",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": (v6/*:: as any*/),
            "concreteType": "MemberConnection",
            "kind": "LinkedField",
            "name": "members",
            "plural": false,
            "selections": [
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "MemberEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Member",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v1/*:: as any*/),
                      (v9/*:: as any*/),
                      (v2/*:: as any*/),
                      (v10/*:: as any*/),
                      (v4/*:: as any*/),
                      (v11/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "2c78a35e041808d7c8e5b9fe6730e2ae",
    "id": null,
    "metadata": {},
    "name": "MembersPageQuery",
    "operationKind": "query",
    "text": "query MembersPageQuery(\n  $first: Int!\n) {\n  org {\n    id\n    name\n    membersVersion\n    viewerMember {\n      id\n      permissions\n    }\n    members(first: $first) {\n      totalCount\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          id\n          userId\n          name\n          email\n          permissions\n          invitePending\n          ...MemberDialog_member\n        }\n      }\n    }\n  }\n}\n\nfragment MemberDialog_member on Member {\n  id\n  userId\n  name\n  email\n  permissions\n}\n"
  }
};
})();

(node as any).hash = "29e681423666b305a8f8aa51ff5ea5c3";

export default node;
